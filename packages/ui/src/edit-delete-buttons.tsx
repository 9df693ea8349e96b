import { Button } from '@mui/material';

/** What an item's Edit and Delete buttons do. */
export interface EditDeleteActions {
  onEdit: () => void;
  onDelete: () => void;
}

/** An item's small Edit and Delete buttons (Delete in the error colour). */
export function EditDeleteButtons({ onEdit, onDelete }: EditDeleteActions) {
  return (
    <>
      <Button size="small" onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" color="error" onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
