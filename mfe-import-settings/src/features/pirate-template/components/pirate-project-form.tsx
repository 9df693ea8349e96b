import {
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Slider,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_PIRATE_INTENSITY,
  PIRATE_INTENSITY_MAX,
  PIRATE_INTENSITY_MIN,
  type PiratePreferences,
  piratePreferencesSchema,
  type PirateProjectFormInput,
  pirateProjectFormSchema,
} from '@studio/contracts/pirate';
import { DEFAULT_OCEAN_TYPE, OCEAN_TYPES } from '@studio/contracts/sets';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { SelectField, capitalizedOptions } from '@studio/ui/select-field';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { usePiratePreferences } from '@studio/api-client/settings';
import { fullRedirect } from '../../../shared/full-redirect';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';
import { crewNamed, DEFAULT_CREW, DEFAULT_LOCATIONS, PIRATE_LOCATIONS } from '../../../shared/pirate-lore';
import { useCreatePirateProject } from '../hooks/use-create-pirate-project';
import { ChoiceList } from './choice-list';

type WizardTab = 'basics' | 'characters' | 'locations' | 'advanced';

type FormValues = Required<PirateProjectFormInput>;

const INITIAL_VALUES: FormValues = {
  projectName: '',
  description: '',
  pirateIntensity: DEFAULT_PIRATE_INTENSITY,
  oceanType: DEFAULT_OCEAN_TYPE,
  useCanonCharacters: true,
  createMusic: true,
};

const OCEAN_OPTIONS = capitalizedOptions(OCEAN_TYPES);

/**
 * The wizard, once the pirate preferences of Settings are read (their defaults when they cannot
 * be): the canon names name the crew, the sea conditions preselect the ocean, the dialect shapes the lines.
 */
export function PirateProjectForm() {
  const preferences = usePiratePreferences();
  if (preferences.isPending) return <LinearProgress aria-label="Loading the pirate preferences" />;
  return <PirateProjectFormFields preferences={preferences.data ?? piratePreferencesSchema.parse({})} />;
}

/** The wizard: basics, crew, locations and extras, then 'Create Pirate Project'. */
function PirateProjectFormFields({ preferences }: { preferences: PiratePreferences }) {
  const crewChoices = crewNamed(preferences.canonNames);
  const [tab, setTab] = useState<WizardTab>('basics');
  const [values, setValues] = useState<FormValues>({ ...INITIAL_VALUES, oceanType: preferences.defaultSeaConditions });
  const [crew, setCrew] = useState<string[]>(crewChoices.slice(0, DEFAULT_CREW.length).map((member) => member.name));
  const [locations, setLocations] = useState<string[]>(DEFAULT_LOCATIONS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createPirateProject = useCreatePirateProject();
  const toast = useToast();

  const change = <TKey extends keyof FormValues>(key: TKey, value: FormValues[TKey]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateForm(pirateProjectFormSchema, values);
    if (!validation.success) {
      setErrors(validation.errors);
      setTab('basics');
      return;
    }
    setErrors({});
    createPirateProject.mutate(
      {
        form: validation.data,
        crew: crewChoices.filter((member) => crew.includes(member.name)),
        dialect: preferences.dialectIntensity,
        locations: PIRATE_LOCATIONS.filter((location) => locations.includes(location.name)),
      },
      {
        // docs/product-rules.md#states: a full redirect to the new project's page.
        onSuccess: (projectId) => fullRedirect.to(`/projects/${projectId}`),
        onError: (error) =>
          toast.error('Shiver me timbers! Failed to create pirate project', (isApiError(error) && serverMessage(error)) || error.message),
      },
    );
  };

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, value: WizardTab) => setTab(value)} variant="scrollable">
          <Tab value="basics" label="Project Basics" />
          <Tab value="characters" label="Characters" />
          <Tab value="locations" label="Locations" />
          <Tab value="advanced" label="Advanced" />
        </Tabs>
      </Box>

      {tab === 'basics' && (
        <Stack spacing={3}>
          <TextField
            label="Project Name"
            value={values.projectName}
            onChange={(event) => change('projectName', event.target.value)}
            error={Boolean(errors.projectName)}
            helperText={errors.projectName}
          />
          <TextField
            label="Description"
            multiline
            minRows={3}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
          <Box>
            <Typography id="pirate-intensity-label" gutterBottom>
              {`Pirate Intensity: ${values.pirateIntensity}`}
            </Typography>
            <Slider
              aria-labelledby="pirate-intensity-label"
              min={PIRATE_INTENSITY_MIN}
              max={PIRATE_INTENSITY_MAX}
              step={1}
              marks
              value={values.pirateIntensity}
              onChange={(_event, value) => change('pirateIntensity', value)}
            />
          </Box>
          <SelectField
            label="Ocean Type"
            value={values.oceanType}
            options={OCEAN_OPTIONS}
            onChange={(oceanType) => change('oceanType', oceanType)}
          />
        </Stack>
      )}

      {tab === 'characters' && (
        <Stack spacing={2}>
          <FormControlLabel
            label="Use canon character names"
            control={
              <Switch checked={values.useCanonCharacters} onChange={(event) => change('useCanonCharacters', event.target.checked)} />
            }
          />
          <ChoiceList label="Crew members" options={crewChoices} selected={crew} onChange={setCrew} />
        </Stack>
      )}

      {tab === 'locations' && (
        <ChoiceList label="Locations" options={PIRATE_LOCATIONS} selected={locations} onChange={setLocations} />
      )}

      {tab === 'advanced' && (
        <FormControlLabel
          label="Create a 'Pirate Overture' music track"
          control={<Switch checked={values.createMusic} onChange={(event) => change('createMusic', event.target.checked)} />}
        />
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={createPirateProject.isPending}>
          {createPirateProject.isPending ? 'Creating...' : 'Create Pirate Project'}
        </Button>
      </Box>
    </Paper>
  );
}
