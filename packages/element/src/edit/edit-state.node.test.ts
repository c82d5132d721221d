// The editor's transitions, without a board: what each changes, and that each change to what is
// drawn asks for one drawing through `changed`, while a transition that changes nothing drawn asks
// none.
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../words/words.js';
import {
  chooseTool,
  editRecord,
  focusDone,
  focusTool,
  tell,
  toggleSection,
  typeLabel,
  type EditRecord,
} from './edit-state.js';

/** A record whose requests for a drawing are counted. */
const counted = (): { record: EditRecord; updates: () => number } => {
  let updates = 0;
  const record = editRecord(() => updates++);
  return { record, updates: () => updates };
};

const fields = ({ message, focus, focusing, labelText, open }: EditRecord) => ({
  message,
  focus,
  focusing,
  labelText,
  open: [...open],
});

describe('edit state transitions', () => {
  it('should start with nothing said, the tool in use holding the tab stop, and every section closed', () => {
    const { record, updates } = counted();
    expect(fields(record)).toEqual({ message: null, focus: null, focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(0);
  });

  it('should show a message, asking for a drawing only when it changed', () => {
    const { record, updates } = counted();
    const said: Phrase = () => 'SGF copied.';
    tell(record, said);
    expect(record.message).toBe(said);
    expect(updates()).toBe(1);
    tell(record, said);
    expect(updates()).toBe(1);
    tell(record, null);
    expect(fields(record)).toEqual({ message: null, focus: null, focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(2);
    tell(record, null);
    expect(updates()).toBe(2);
  });

  it('should give the tab stop to a chosen tool, asking for a drawing only when it moved', () => {
    const { record, updates } = counted();
    chooseTool(record, 'triangle');
    expect(fields(record)).toEqual({ message: null, focus: 'triangle', focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(1);
    chooseTool(record, 'triangle');
    expect(updates()).toBe(1);
  });

  it('should move the tab stop and the focus with the arrow keys, asking for the drawing that moves it', () => {
    const { record, updates } = counted();
    focusTool(record, 'square');
    expect(fields(record)).toEqual({ message: null, focus: 'square', focusing: true, labelText: '', open: [] });
    expect(updates()).toBe(1);
    focusDone(record);
    expect(fields(record)).toEqual({ message: null, focus: 'square', focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(1);
    focusTool(record, 'square');
    expect(record.focusing).toBe(true);
    expect(updates()).toBe(2);
  });

  it('should keep the label text and the open sections the page shows already, asking for no drawing', () => {
    const { record, updates } = counted();
    typeLabel(record, 'A');
    toggleSection(record, 'info', true);
    toggleSection(record, 'node', true);
    toggleSection(record, 'info', false);
    expect(fields(record)).toEqual({ message: null, focus: null, focusing: false, labelText: 'A', open: ['node'] });
    expect(updates()).toBe(0);
  });
});
