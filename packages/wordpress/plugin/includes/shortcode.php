<?php
/**
 * The [go-board] shortcode.
 *
 *   [go-board src="https://example.com/wp-content/uploads/game.sgf" move="50" coordinates]
 *   [go-board sgf="(;SZ[9];B[ee];W[cc])" move="last" theme="book"]
 *   [go-board move="3"](;SZ[9];B[ee];W[cc];B[gg])[/go-board]
 *   [go-board]
 *   $$B Black to play
 *   $$ | . . X
 *   [/go-board]
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the shortcode: `sgf` or `src`, or the record or diagram between the tags, and every
 * attribute of the element (GO_BOARD_ATTRIBUTES: move, coordinates, mode, theme, rotate, ...).
 * A bare `coordinates` or `autoplay` sets it.
 *
 * @param array|string $atts    The shortcode's attributes.
 * @param string|null  $content The text between [go-board] and [/go-board].
 * @return string
 */
function go_board_shortcode( $atts, $content = null ) {
	$atts  = is_array( $atts ) ? $atts : array();
	$board = array();
	foreach ( $atts as $name => $value ) {
		// A bare word arrives as a value with a numeric key: [go-board coordinates].
		if ( is_int( $name ) ) {
			$name  = strtolower( (string) $value );
			$value = true;
		}
		if ( 'sgf' === $name || 'src' === $name || in_array( $name, GO_BOARD_ATTRIBUTES, true ) ) {
			$board[ $name ] = $value;
		}
	}
	if ( null !== $content && '' !== trim( $content ) ) {
		$board['sgf'] = go_board_plain_text( $content );
	} elseif ( isset( $board['sgf'] ) ) {
		$board['sgf'] = go_board_plain_text( $board['sgf'] );
	}
	return go_board_element( $board );
}
add_shortcode( 'go-board', 'go_board_shortcode' );

/**
 * Keeps WordPress's typography (curly quotes, dashes) out of the record between the tags.
 *
 * @param string[] $shortcodes Shortcodes whose content is left alone.
 * @return string[]
 */
function go_board_no_texturize( $shortcodes ) {
	$shortcodes[] = 'go-board';
	return $shortcodes;
}
add_filter( 'no_texturize_shortcodes', 'go_board_no_texturize' );
