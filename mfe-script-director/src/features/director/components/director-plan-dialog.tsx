import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DirectorPlan } from '@studio/contracts/director';

export interface DirectorPlanDialogProps {
  plan: DirectorPlan;
  /** The inputs still at their sample values, as 'Label: value'. */
  samples: string[];
  /** The task's button label, e.g. 'Render Scene'. */
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List dense aria-label={title}>
        {items.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Before a director call writes: what it will create and change in the chosen project, and which inputs are still samples. */
export function DirectorPlanDialog({ plan, samples, action, onConfirm, onCancel }: DirectorPlanDialogProps) {
  const nothing = plan.creates.length === 0 && plan.changes.length === 0;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="director-plan-title" fullWidth maxWidth="sm">
      <DialogTitle id="director-plan-title">{`${action} in ${plan.projectName}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{nothing ? 'Nothing in the project will be created or changed.' : 'This will change the project as follows.'}</DialogContentText>
        <Section title="Will be created" items={plan.creates} />
        <Section title="Will be changed" items={plan.changes} />
        <Section title="Still sample values" items={samples} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
