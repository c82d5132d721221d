<?php
/**
 * The <go-board> element for a board's attributes, shared by the shortcode and the block. Every
 * value is escaped by WordPress's own functions for where it goes.
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's attributes a shortcode or block may set (besides sgf and src), and which of
 * them are boolean (present or absent).
 */
const GO_BOARD_ATTRIBUTES = array( 'move', 'coordinates', 'move-numbers', 'view', 'theme', 'controls', 'label', 'size', 'autoplay', 'autoplay-delay', 'lang' );
const GO_BOARD_BOOLEAN_ATTRIBUTES = array( 'coordinates', 'autoplay' );

/**
 * Whether a value turns a boolean attribute off: false, '', 'false', '0', 'no', 'off'.
 *
 * @param mixed $value The value given.
 * @return bool
 */
function go_board_is_off( $value ) {
	return false === $value || null === $value || in_array( strtolower( trim( (string) $value ) ), array( '', 'false', '0', 'no', 'off' ), true );
}

/**
 * The text of a record or diagram written in a post: WordPress's automatic paragraphs and the
 * editor's entities taken out again.
 *
 * @param string $text The text as it reached the shortcode or block.
 * @return string
 */
function go_board_plain_text( $text ) {
	$text = preg_replace( '#<br\s*/?>|</?p>#i', '', (string) $text );
	return trim( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
}

/**
 * The <go-board> element. `$board` holds `sgf` (SGF text, or a Sensei's Library diagram when it
 * starts with $$), `src` (the URL of an .sgf file) and the element's attributes by their HTML
 * names; true sets a boolean attribute. Enqueues the element's script.
 *
 * @param array $board The record and attributes.
 * @return string The element's HTML.
 */
function go_board_element( array $board ) {
	wp_enqueue_script( 'go-board' );
	$html    = '<go-board';
	$record  = isset( $board['sgf'] ) ? trim( (string) $board['sgf'] ) : '';
	$diagram = '';
	if ( ! empty( $board['src'] ) ) {
		$html .= ' src="' . esc_url( $board['src'] ) . '"';
	}
	if ( 0 === strpos( $record, '$$' ) ) {
		$diagram = $record;
	} elseif ( '' !== $record ) {
		$html .= ' sgf="' . esc_attr( $record ) . '"';
	}
	foreach ( GO_BOARD_ATTRIBUTES as $name ) {
		if ( ! array_key_exists( $name, $board ) ) {
			continue;
		}
		$value = $board[ $name ];
		if ( in_array( $name, GO_BOARD_BOOLEAN_ATTRIBUTES, true ) ) {
			$html .= go_board_is_off( $value ) ? '' : ' ' . $name;
		} elseif ( true === $value ) {
			$html .= ' ' . $name;
		} elseif ( null !== $value && false !== $value && '' !== (string) $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	$html .= '>';
	if ( '' !== $diagram ) {
		// Script text is never read as HTML: only "</" (which would close it) and "<!--" (which
		// would change how the browser finds its end) need to be kept out.
		$text  = str_replace( array( '</', '<!--' ), array( '<\/', '<\!--' ), $diagram );
		$html .= '<script type="text/x-go-diagram">' . $text . '</script>';
	}
	return $html . '</go-board>';
}
