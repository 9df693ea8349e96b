import { type ReactNode, Suspense, useState } from 'react';
import { ConfirmDeleteDialog, type DeleteMutation } from './confirm-delete-dialog';
import type { EditDeleteActions } from './edit-delete-buttons';
import { EntityGrid, type EntityGridProps } from './entity-grid';

/**
 * Deleting one item of the grid, after the confirmation 'Delete {name}?' (docs/product-rules.md#messages):
 * '<Noun> deleted' with '{name} has been removed from the project.', or 'Failed to delete <noun>.'
 * with the error's message.
 */
export interface EntityDeletion<TItem> {
  mutation: DeleteMutation<TItem>;
  /** The item as the toasts name it ('Music track'). */
  noun: string;
  /** The confirmation's text ('The set will be removed from the project and from the scenes that use it.'). */
  message: string;
}

export interface EditableEntityGridProps<TItem extends { id: number; name: string }> extends Omit<EntityGridProps<TItem>, 'renderItem'> {
  renderCard: (item: TItem, actions: EditDeleteActions) => ReactNode;
  /** The edit dialog; it renders under Suspense, so it can be loaded on first use. */
  renderEditDialog: (item: TItem, onClose: () => void) => ReactNode;
  deletion: EntityDeletion<TItem>;
}

/** A card grid (characters, sets, music) whose cards open an edit dialog and a delete confirmation. */
export function EditableEntityGrid<TItem extends { id: number; name: string }>({
  renderCard,
  renderEditDialog,
  deletion,
  ...grid
}: EditableEntityGridProps<TItem>) {
  const [editing, setEditing] = useState<TItem | null>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);
  return (
    <>
      <EntityGrid {...grid} renderItem={(item) => renderCard(item, { onEdit: () => setEditing(item), onDelete: () => setDeleting(item) })} />
      <Suspense fallback={null}>{editing && renderEditDialog(editing, () => setEditing(null))}</Suspense>
      {deleting && (
        <ConfirmDeleteDialog
          target={deleting}
          mutation={deletion.mutation}
          title={`Delete ${deleting.name}?`}
          message={deletion.message}
          deletedToast={{ title: `${deletion.noun} deleted`, description: `${deleting.name} has been removed from the project.` }}
          failureTitle={`Failed to delete ${deletion.noun.toLowerCase()}.`}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
