import { buildCharacter } from '@studio/contracts/testing/factories';
import { callsTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itSaysWhenTheFileIsTooLarge, itUploadsTheChosenFileAfterCreate, openEditDialog } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterBuilder } from './character-builder';

const charactersRoute = 'GET /api/projects/7/characters';
const MB = 1024 * 1024;

/** The first bytes of each image type the form checks a chosen file by. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((character) => character.charCodeAt(0)),
};

/** A file of `size` bytes that starts as its type's files do. */
const imageFile = ({ name = 'rex.png', type = 'image/png', size = 64 } = {}) => {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

/** The file sent in the multipart field `file` of one upload call. */
const uploadedFile = ([, init]: Parameters<typeof fetch>) => (init?.body as FormData).get('file');

describe('CharacterBuilder reference image', () => {
  it('says under the field when the image is not an accepted type, and sends nothing', async () => {
    const fetchStub = stubFetch({ [charactersRoute]: reply([]) });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'Rex');
    await userEvent.upload(screen.getByLabelText('Reference Image'), imageFile({ name: 'rex.svg', type: 'image/svg+xml' }));

    expect(screen.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference Image')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));
    expect(callsTo(fetchStub, 'POST /api/characters')).toHaveLength(0);
  });

  it('refuses a file typed as a PNG whose bytes are not an image before creating anything', async () => {
    const fetchStub = stubFetch({ [charactersRoute]: reply([]) });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'Rex');
    await userEvent.upload(screen.getByLabelText('Reference Image'), new File(['not an image'], 'fake.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));

    expect(await screen.findByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/characters')).toHaveLength(0);
    expect(screen.queryByText('Character created')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Character Name' })).toHaveValue('Rex');
  });

  itSaysWhenTheFileIsTooLarge({
    renderScreen: () => <CharacterBuilder projectId={7} />,
    listRoute: charactersRoute,
    fileField: 'Reference Image',
    file: () => imageFile({ size: 5 * MB + 1 }),
    message: 'Reference image must be at most 5 MB.',
  });

  itUploadsTheChosenFileAfterCreate({
    renderScreen: () => <CharacterBuilder projectId={7} />,
    listRoute: charactersRoute,
    nameField: 'Character Name',
    name: 'Rex',
    submit: 'Create Character',
    createRoute: 'POST /api/characters',
    created: buildCharacter({ id: 9, name: 'Rex', projectId: 7 }),
    uploadRoute: 'POST /api/characters/9/reference-image',
    fileField: 'Reference Image',
    file: () => imageFile(),
    createdTitle: 'Character created',
  });

  it('resets the form and refreshes the list once the image is stored', async () => {
    const rex = buildCharacter({ id: 9, name: 'Rex', projectId: 7 });
    const fetchStub = stubFetch({
      [charactersRoute]: reply([]),
      'POST /api/characters': reply(rex),
      'POST /api/characters/9/reference-image': reply({ ...rex, referenceImagePath: '/media/characters/9/reference-1.png' }),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);
    await screen.findByText('No characters found. Create your first character above.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'Rex');
    await userEvent.upload(screen.getByLabelText('Reference Image'), imageFile());
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));

    expect(await screen.findByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Character Name' })).toHaveValue('');
    await waitFor(() => expect(callsTo(fetchStub, charactersRoute).length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's reason as an error toast when the upload is refused", async () => {
    const rex = buildCharacter({ id: 9, name: 'Rex', projectId: 7 });
    stubFetch({
      [charactersRoute]: reply([]),
      'POST /api/characters': reply(rex),
      'POST /api/characters/9/reference-image': reply(
        { statusCode: 400, message: 'Reference image must be a PNG, JPEG, WebP or GIF image.' },
        400,
      ),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'Rex');
    await userEvent.upload(screen.getByLabelText('Reference Image'), imageFile());
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));

    expect(await screen.findByText('Failed to upload reference image.')).toBeInTheDocument();
    expect(screen.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
  });

  it("shows the character's reference image on its card", async () => {
    stubFetch({
      [charactersRoute]: reply([
        buildCharacter({ name: 'Rex', projectId: 7, referenceImagePath: '/media/characters/3/reference-1.png' }),
        buildCharacter({ name: 'Mona', projectId: 7, referenceImagePath: null }),
      ]),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const rex = await screen.findByRole('article', { name: 'Rex' });
    expect(within(rex).getByRole('img', { name: 'Rex reference image' })).toHaveAttribute('src', '/media/characters/3/reference-1.png');
    expect(within(screen.getByRole('article', { name: 'Mona' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('replaces the image from the edit dialog after saving the fields', async () => {
    const rex = buildCharacter({ id: 5, name: 'Rex', projectId: 7, referenceImagePath: '/media/characters/5/reference-1.png' });
    const fetchStub = stubFetch({
      [charactersRoute]: reply([rex]),
      'PUT /api/characters/5': reply(rex),
      'POST /api/characters/5/reference-image': reply({ ...rex, referenceImagePath: '/media/characters/5/reference-2.png' }),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    const image = imageFile({ name: 'rex-new.webp', type: 'image/webp' });
    await userEvent.upload(within(dialog).getByLabelText('Reference Image'), image);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Character updated')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'PUT /api/characters/5')).toHaveLength(1);
    const uploads = callsTo(fetchStub, 'POST /api/characters/5/reference-image');
    expect(uploads).toHaveLength(1);
    expect(uploadedFile(uploads[0])).toBe(image);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the edit dialog open with the message when the new image is too large', async () => {
    const rex = buildCharacter({ id: 5, name: 'Rex', projectId: 7 });
    const fetchStub = stubFetch({ [charactersRoute]: reply([rex]) });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    await userEvent.upload(within(dialog).getByLabelText('Reference Image'), imageFile({ size: 6 * MB }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Reference image must be at most 5 MB.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'PUT /api/characters/5')).toHaveLength(0);
  });
});
