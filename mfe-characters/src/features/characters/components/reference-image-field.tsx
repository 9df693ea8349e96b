import { FileField } from '@studio/ui/file-field';

/** What the server takes as a reference image (REFERENCE_IMAGE_UPLOAD), in the user's words. */
export const REFERENCE_IMAGE_FORMATS = 'PNG, JPEG, WebP or GIF, at most 5 MB.';

export interface ReferenceImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The character has an image already: choosing one replaces it. */
  replaces?: boolean;
  error?: string;
  /** Defaults to the accepted formats. */
  helperText?: string;
  disabled?: boolean;
}

/** A character's 'Reference Image' chooser, the same in the create form and the edit dialog. */
export function ReferenceImageField({ file, onChange, replaces = false, error, helperText = REFERENCE_IMAGE_FORMATS, disabled }: ReferenceImageFieldProps) {
  return (
    <FileField
      label="Reference Image"
      buttonLabel={replaces ? 'Replace Image' : 'Choose Image'}
      accept="image/*"
      file={file}
      onChange={onChange}
      error={error}
      helperText={helperText}
      disabled={disabled}
    />
  );
}
