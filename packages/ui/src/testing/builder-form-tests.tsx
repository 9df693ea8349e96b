import { PENDING, callsTo, reply, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProviders } from './render-with-providers';

export interface BuilderScreen {
  renderScreen: () => ReactElement;
  /** The list's route as the fetch stub names it ('GET /api/projects/7/sets'). */
  listRoute: string;
  /** What else the screen loads, answered as given (a composer's scenes). */
  otherRoutes?: StubRoutes;
}

export interface BuilderCreateForm extends BuilderScreen {
  /** The form's accessible name, its name field's label and its submit button. */
  form: string;
  nameField: string;
  submit: string;
  /** The create's route as the fetch stub names it ('POST /api/sets'). */
  createRoute: string;
  /** The error shown under the name field for a one-letter name. */
  shortNameError: string;
  /** The toast's title when the create fails. */
  failureTitle: string;
}

/** A builder screen's create form: a one-letter name is refused and nothing sent, Creating... while it runs, the toast when it fails. */
export function itChecksTheCreateForm(builder: BuilderCreateForm): void {
  const routes = (extra: StubRoutes = {}) => stubFetch({ [builder.listRoute]: reply([]), ...builder.otherRoutes, ...extra });
  const typeNameAndSubmit = async (name: string) => {
    await userEvent.type(screen.getByRole('textbox', { name: builder.nameField }), name);
    await userEvent.click(screen.getByRole('button', { name: builder.submit }));
  };

  it('shows the contract message for a short name and sends nothing', async () => {
    const fetchStub = routes();
    renderWithProviders(builder.renderScreen());

    expect(screen.getByRole('form', { name: builder.form })).toBeInTheDocument();
    await typeNameAndSubmit('Q');

    expect(screen.getByText(builder.shortNameError)).toBeInTheDocument();
    expect(callsTo(fetchStub, builder.createRoute)).toHaveLength(0);
  });

  it('shows Creating... while the create runs', async () => {
    routes({ [builder.createRoute]: PENDING });
    renderWithProviders(builder.renderScreen());

    await typeNameAndSubmit('Old Quill');

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('shows the spec error toast when the create fails', async () => {
    routes({ [builder.createRoute]: { status: 500, statusText: 'Internal Server Error' } });
    renderWithProviders(builder.renderScreen());

    await typeNameAndSubmit('Old Quill');

    expect(await screen.findByText(builder.failureTitle)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
}

export interface ConfirmedDelete extends BuilderScreen {
  /** The one item the list answers with: its card is named after it. */
  item: { id: number; name: string };
  /** The delete's route as the fetch stub names it ('DELETE /api/sets/4'). */
  deleteRoute: string;
  /** The toast's title once it is deleted. */
  deletedTitle: string;
}

/** A card's Delete: nothing is sent until the dialog's Delete, then the toast and a fresh list. */
export function itDeletesOnlyAfterConfirmation({ renderScreen, listRoute, otherRoutes, item, deleteRoute, deletedTitle }: ConfirmedDelete): void {
  it(`deletes ${item.name} only after confirmation`, async () => {
    const fetchStub = stubFetch({ ...otherRoutes, [listRoute]: reply([item]), [deleteRoute]: reply({ ok: true }) });
    renderWithProviders(renderScreen());

    await userEvent.click(within(await screen.findByRole('article', { name: item.name })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${item.name}?` });
    expect(callsTo(fetchStub, deleteRoute)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(deletedTitle)).toBeInTheDocument();
    expect(callsTo(fetchStub, deleteRoute)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchStub, listRoute)).toHaveLength(2));
  });
}

export interface UploadAfterCreate extends BuilderScreen {
  /** The name field's label, the name typed and the submit button. */
  nameField: string;
  name: string;
  submit: string;
  /** The create's route and what it answers: the new item, whose id the upload route names. */
  createRoute: string;
  created: { id: number };
  /** The upload's route as the fetch stub names it ('POST /api/music/11/audio'). */
  uploadRoute: string;
  /** The file field's label and the file chosen in it (its name shows in the field). */
  fileField: string;
  file: () => File;
  /** The toast's title once the item is created. */
  createdTitle: string;
}

/** A create form with a file: the item is created first, then the chosen file goes in the multipart field `file`, and the button says Creating... until both are done. */
export function itUploadsTheChosenFileAfterCreate(builder: UploadAfterCreate): void {
  it(`creates ${builder.name}, then uploads the chosen file, keeping Creating... until both are done`, async () => {
    const fetchStub = stubFetch({ [builder.listRoute]: reply([]), ...builder.otherRoutes, [builder.createRoute]: reply(builder.created), [builder.uploadRoute]: PENDING });
    renderWithProviders(builder.renderScreen());
    const file = builder.file();

    await userEvent.type(screen.getByRole('textbox', { name: builder.nameField }), builder.name);
    await userEvent.upload(screen.getByLabelText(builder.fileField), file);
    expect(screen.getByText(file.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: builder.submit }));

    expect(await screen.findByText(builder.createdTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    const uploads = callsTo(fetchStub, builder.uploadRoute);
    expect(uploads).toHaveLength(1);
    expect((uploads[0][1]?.body as FormData).get('file')).toBe(file);
  });
}

export interface OversizedFile extends BuilderScreen {
  /** The file field's label, a file over its limit and the message shown under the field. */
  fileField: string;
  file: () => File;
  message: string;
}

/** A create form's file field refuses a file over the size limit as soon as it is chosen. */
export function itSaysWhenTheFileIsTooLarge({ renderScreen, listRoute, otherRoutes, fileField, file, message }: OversizedFile): void {
  it(`says under the ${fileField} field when the file is too large`, async () => {
    stubFetch({ [listRoute]: reply([]), ...otherRoutes });
    renderWithProviders(renderScreen());

    await userEvent.upload(screen.getByLabelText(fileField), file());

    expect(screen.getByText(message)).toBeInTheDocument();
  });
}

/** Clicks Edit on the card named `item` and returns the dialog titled `dialog` that it opens. */
export async function openEditDialog(item: string, dialog: string): Promise<HTMLElement> {
  await userEvent.click(within(await screen.findByRole('article', { name: item })).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: dialog });
}
