<?php
/**
 * Plugin Name:       go-board
 * Description:       Go (baduk, weiqi) boards in posts and pages: the [go-board] shortcode and the Go board block show SGF game records, diagrams and Sensei's Library diagrams with the <go-board> element; .sgf files go into the media library.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       go-board
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

define( 'GO_BOARD_VERSION', '0.1.0' );

require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/uploads.php';

/**
 * The element's standalone script, shipped in assets/ with the files it loads from beside it:
 * nothing is fetched from elsewhere. It is an ES module, enqueued only on pages that show a board.
 */
function go_board_register_script() {
	wp_register_script( 'go-board', plugins_url( 'assets/go-board.standalone.js', __FILE__ ), array(), GO_BOARD_VERSION, true );
}
add_action( 'init', 'go_board_register_script' );

/**
 * WordPress before 6.5 writes every script as a classic one: the element's is a module.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string The tag, with type="module" for the element's script.
 */
function go_board_module_tag( $tag, $handle ) {
	if ( 'go-board' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	return str_replace( '<script ', '<script type="module" ', $tag );
}
add_filter( 'script_loader_tag', 'go_board_module_tag', 10, 2 );
