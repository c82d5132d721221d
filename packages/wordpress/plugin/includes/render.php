<?php
/**
 * The <go-board> element for a board's attributes, shared by the shortcode and the block. Every
 * value is escaped by WordPress's own functions for where it goes.
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's attributes a shortcode or block may set: every one but sgf and src, which are
 * handled apart (the list is held to the element's custom-elements.json by a test in
 * examples/site). The boolean ones are present or absent; those that are a flag or a value
 * (`coordinates` or `coordinates="japanese"`) are absent when off, bare when on, else the value.
 */
const GO_BOARD_ATTRIBUTES = array(
	'lang', 'game', 'size', 'move', 'coordinates', 'move-numbers', 'view', 'theme',
	'stones', 'last-move', 'rotate', 'flip', 'swap-colors', 'random-orientation', 'sound', 'sound-volume',
	'controls', 'label', 'autoplay', 'autoplay-delay', 'mode', 'komi', 'handicap', 'rules',
	'ko', 'player', 'allow-undo', 'confirm-moves', 'reply-delay', 'opponent', 'bot-level', 'bot-time', 'bot-color',
	'show-ownership', 'tree', 'analysis-src', 'analysis-perspective', 'allow-analysis', 'tool', 'tools', 'online'
);
const GO_BOARD_BOOLEAN_ATTRIBUTES = array( 'autoplay', 'swap-colors', 'random-orientation', 'sound', 'allow-undo', 'show-ownership', 'allow-analysis' );
const GO_BOARD_FLAG_OR_VALUE_ATTRIBUTES = array( 'coordinates', 'move-numbers', 'confirm-moves' );

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
 * The <style> with go-board.css, the first time a page asks for it, and '' after: the room every
 * board takes before the element's script defines it, so nothing on the page moves when it does.
 * The stylesheet ships in assets/ beside the script (it holds no character HTML would escape).
 *
 * @return string
 */
function go_board_style_once() {
	static $written = false;
	if ( $written ) {
		return '';
	}
	$written = true;
	$css     = file_get_contents( dirname( __DIR__ ) . '/assets/go-board.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
	// On one line: wpautop, which blocks pass through, breaks lines it finds with <br>.
	return false === $css ? '' : '<style id="go-board-css">' . str_replace( array( "\r", "\n" ), ' ', $css ) . '</style>';
}

/**
 * The <go-board> element. `$board` holds `sgf` (SGF text, or a Sensei's Library diagram when it
 * starts with $$), `src` (the URL of an .sgf file) and the element's attributes by their HTML
 * names; true sets a boolean attribute. Enqueues the element's script; the page's first board
 * comes after go-board.css.
 *
 * @param array $board The record and attributes.
 * @return string The element's HTML.
 */
function go_board_element( array $board ) {
	wp_enqueue_script( 'go-board' );
	$html    = go_board_style_once() . '<go-board';
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
		} elseif ( in_array( $name, GO_BOARD_FLAG_OR_VALUE_ATTRIBUTES, true ) && ! is_bool( $value ) && null !== $value ) {
			// A shortcode's text: a bare name or an on word sets the flag, an off word leaves it out,
			// anything else (a number: move-numbers="30") is the value.
			$word = strtolower( trim( (string) $value ) );
			if ( in_array( $word, array( '', 'true', 'yes', 'on' ), true ) ) {
				$html .= ' ' . $name;
			} elseif ( ! in_array( $word, array( 'false', 'no', 'off' ), true ) ) {
				$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
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
