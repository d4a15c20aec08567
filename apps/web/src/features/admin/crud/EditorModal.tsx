import type { ReactNode } from 'react';
import type { FieldDef } from './field-types';
import { FormModal } from './FormModal';
import type { useEditor } from './use-editor';

/** The modal form bound to an editor's state: what every admin screen shows for create and edit. */
/** `children`: more of the element below the form, with controls of its own (a participant's races). */
export function EditorModal<T>({ editor, fields, createTitle, editTitle, children }: { editor: ReturnType<typeof useEditor<T>>; fields: FieldDef[]; createTitle: string; editTitle: string; children?: ReactNode }) {
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
    >
      {children}
    </FormModal>
  );
}
