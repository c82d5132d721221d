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
import { counted } from '../test-support/counted.js';

const fields = ({ message, focus, focusing, labelText, open }: EditRecord) => ({
  message,
  focus,
  focusing,
  labelText,
  open: [...open],
});

describe('edit state transitions', () => {
  it('should start with nothing said, the tool in use holding the tab stop, and every section closed', () => {
    const { state: record, updates } = counted(editRecord);
    expect(fields(record)).toEqual({ message: null, focus: null, focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(0);
  });

  it('should show a message, asking for a drawing only when it changed', () => {
    const { state: record, updates } = counted(editRecord);
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
    const { state: record, updates } = counted(editRecord);
    chooseTool(record, 'triangle');
    expect(fields(record)).toEqual({ message: null, focus: 'triangle', focusing: false, labelText: '', open: [] });
    expect(updates()).toBe(1);
    chooseTool(record, 'triangle');
    expect(updates()).toBe(1);
  });

  it('should move the tab stop and the focus with the arrow keys, asking for the drawing that moves it', () => {
    const { state: record, updates } = counted(editRecord);
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
    const { state: record, updates } = counted(editRecord);
    typeLabel(record, 'A');
    toggleSection(record, 'info', true);
    toggleSection(record, 'node', true);
    toggleSection(record, 'info', false);
    expect(fields(record)).toEqual({ message: null, focus: null, focusing: false, labelText: 'A', open: ['node'] });
    expect(updates()).toBe(0);
  });
});
