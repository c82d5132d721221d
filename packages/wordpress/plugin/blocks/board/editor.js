// The Go board block in the editor: a box for SGF (or a Sensei's Library diagram), an .sgf file
// from the media library, the board's settings in the sidebar, and the board itself, live, drawn
// by the same <go-board> element as the post. Plain JavaScript over WordPress's globals, so the
// plugin needs no build step. The post is rendered on the server (includes/block.php).
(function (blocks, element, blockEditor, components, i18n) {
  const h = element.createElement;
  const __ = i18n.__;
  const { useBlockProps, InspectorControls, MediaUpload, MediaUploadCheck } = blockEditor;
  const { PanelBody, TextControl, TextareaControl, ToggleControl, SelectControl, Button } = components;

  /** The live board: the element's attributes, and a diagram as its child script. */
  function preview(attributes) {
    const text = attributes.sgf.trim();
    const diagram = text.startsWith('$$');
    const props = { key: diagram ? 'diagram' : 'record' };
    if (attributes.src) props.src = attributes.src;
    if (text && !diagram) props.sgf = text;
    if (attributes.move) props.move = attributes.move;
    if (attributes.coordinates) props.coordinates = '';
    if (attributes.moveNumbers) props['move-numbers'] = attributes.moveNumbers === 'all' ? '' : attributes.moveNumbers;
    for (const name of ['view', 'theme', 'controls', 'label']) if (attributes[name]) props[name] = attributes[name];
    return h('go-board', props, diagram ? h('script', { type: 'text/x-go-diagram' }, text) : null);
  }

  function Edit({ attributes, setAttributes }) {
    const set = (name) => (value) => setAttributes({ [name]: value });
    const settings = h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Board', 'go-board') },
        h(TextControl, {
          label: __('Move shown (a number, or last)', 'go-board'),
          value: attributes.move,
          onChange: set('move'),
        }),
        h(TextControl, {
          label: __('Move numbers (all, or from a move)', 'go-board'),
          value: attributes.moveNumbers,
          onChange: set('moveNumbers'),
        }),
        h(ToggleControl, {
          label: __('Coordinates', 'go-board'),
          checked: attributes.coordinates,
          onChange: set('coordinates'),
        }),
        h(TextControl, {
          label: __('Part of the board (such as a1:j10)', 'go-board'),
          value: attributes.view,
          onChange: set('view'),
        }),
        h(SelectControl, {
          label: __('Theme', 'go-board'),
          value: attributes.theme,
          options: [
            { label: __('Wood', 'go-board'), value: '' },
            { label: __('Book', 'go-board'), value: 'book' },
            { label: __('Dark', 'go-board'), value: 'dark' },
          ],
          onChange: set('theme'),
        }),
        h(SelectControl, {
          label: __('Controls', 'go-board'),
          value: attributes.controls,
          options: [
            { label: __('Full', 'go-board'), value: '' },
            { label: __('Minimal', 'go-board'), value: 'minimal' },
            { label: __('None', 'go-board'), value: 'none' },
          ],
          onChange: set('controls'),
        }),
        h(TextControl, {
          label: __('Label for screen readers', 'go-board'),
          value: attributes.label,
          onChange: set('label'),
        }),
      ),
    );
    const file = h(
      MediaUploadCheck,
      null,
      h(MediaUpload, {
        allowedTypes: ['application/x-go-sgf'],
        value: attributes.mediaId,
        onSelect: (media) => setAttributes({ src: media.url, mediaId: media.id }),
        render: ({ open }) =>
          h(
            Button,
            { variant: 'secondary', onClick: open, className: 'go-board-choose-file' },
            attributes.src ? __('Choose another .sgf file', 'go-board') : __('Choose an .sgf file', 'go-board'),
          ),
      }),
    );
    return h(
      'div',
      useBlockProps({ className: 'go-board-block' }),
      settings,
      h(TextareaControl, {
        label: __("SGF record, or a Sensei's Library diagram ($$)", 'go-board'),
        className: 'go-board-sgf',
        value: attributes.sgf,
        rows: 4,
        onChange: set('sgf'),
      }),
      h(
        'div',
        { className: 'go-board-file' },
        file,
        h(TextControl, {
          label: __('or the URL of an .sgf file', 'go-board'),
          value: attributes.src,
          onChange: (src) => setAttributes({ src, mediaId: undefined }),
        }),
      ),
      attributes.sgf.trim() || attributes.src ? preview(attributes) : null,
    );
  }

  blocks.registerBlockType('go-board/board', { edit: Edit, save: () => null });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n);
