import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { useCreateProject } from '@studio/api-client/projects';
import { createProjectSchema } from '@studio/contracts/projects';
import { DescriptionField } from '@studio/ui/description-field';
import { fieldErrorProps } from '@studio/ui/form-errors';
import { SubmitButton } from '@studio/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentProject } from '../../../hooks/current-project';
import { useNotify } from '../../../hooks/use-notify';

type FieldErrors = Partial<Record<'name' | 'description', string>>;

/** Creates a project, makes it the current one and opens its page. */
export function NewProjectPage() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const createProject = useCreateProject();
  const { selectProject } = useCurrentProject();
  const navigate = useNavigate();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProjectSchema.safeParse({ name, description });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'description') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    createProject.mutate(parsed.data, {
      onSuccess: (project) => {
        selectProject(project.id);
        notify('Project created', `${project.name} is ready.`, 'success');
        navigate(`/projects/${project.id}`);
      },
      onError: (error) => notify('Error', error.message, 'error'),
    });
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        New Project
      </Typography>
      <Card variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <TextField label="Project Name" value={name} onChange={(event) => setName(event.target.value)} {...fieldErrorProps(errors.name)} required />
          <DescriptionField value={description} onChange={setDescription} error={errors.description} required />
          <Box>
            <SubmitButton label="Create Project" busyLabel="Creating..." busy={createProject.isPending} />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
