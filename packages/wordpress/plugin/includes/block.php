<?php
/**
 * The Go board block (go-board/board): an SGF box, an .sgf file from the media library, the
 * board's settings in the sidebar, and a live board in the editor. Rendered on the server by
 * the same function as the shortcode.
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

/**
 * The block's attributes, as the element's attributes.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function go_board_render_block( $attributes ) {
	$names = array(
		'sgf'          => 'sgf',
		'src'          => 'src',
		'move'         => 'move',
		'coordinates'  => 'coordinates',
		'moveNumbers'  => 'move-numbers',
		'view'         => 'view',
		'theme'        => 'theme',
		'controls'     => 'controls',
		'label'        => 'label',
	);
	$board = array();
	foreach ( $names as $block_name => $element_name ) {
		if ( isset( $attributes[ $block_name ] ) ) {
			$board[ $element_name ] = $attributes[ $block_name ];
		}
	}
	if ( isset( $board['move-numbers'] ) && 'all' === $board['move-numbers'] ) {
		$board['move-numbers'] = true;
	}
	return go_board_element( $board );
}

/** Registers the block, and the element's script in the editor for the live board. */
function go_board_register_block() {
	register_block_type( dirname( __DIR__ ) . '/blocks/board', array( 'render_callback' => 'go_board_render_block' ) );
}
add_action( 'init', 'go_board_register_block' );

/** The editor shows the same board as the post: the element's script there too. */
function go_board_editor_assets() {
	wp_enqueue_script( 'go-board' );
}
add_action( 'enqueue_block_editor_assets', 'go_board_editor_assets' );
