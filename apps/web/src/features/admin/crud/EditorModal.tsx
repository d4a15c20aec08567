import type { FieldDef } from './field-types';
import { FormModal } from './FormModal';
import type { useEditor } from './use-editor';

/** The modal form bound to an editor's state: what every admin screen shows for create and edit. */
export function EditorModal<T>({ editor, fields, createTitle, editTitle }: { editor: ReturnType<typeof useEditor<T>>; fields: FieldDef[]; createTitle: string; editTitle: string }) {
  return (
    <FormModal
      open={editor.open}
      title={editor.editing ? editTitle : createTitle}
      fields={fields}
      values={editor.values}
      errors={editor.errors}
      attempt={editor.attempt}
      serverError={editor.serverError}
      editing={!!editor.editing}
      saving={editor.saving}
      onChange={editor.setField}
      onSubmit={() => void editor.submit()}
      onCancel={editor.cancel}
    />
  );
}
