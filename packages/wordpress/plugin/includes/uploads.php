<?php
/**
 * .sgf files in the media library. WordPress accepts only the types it knows, and checks a
 * file's content against its name: SGF is text, which it would take for a disguised file.
 *
 * @package go-board
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds SGF to the types the media library accepts.
 *
 * @param array $mimes Extensions and their MIME types.
 * @return array
 */
function go_board_upload_mimes( $mimes ) {
	$mimes['sgf'] = 'application/x-go-sgf';
	return $mimes;
}
add_filter( 'upload_mimes', 'go_board_upload_mimes' );

/**
 * Lets an .sgf file through WordPress's content check when its content is plain text, as every
 * SGF file is; anything else (an image or a program named .sgf) stays refused.
 *
 * @param array  $data     The type WordPress found: ext, type, proper_filename.
 * @param string $file     The uploaded file's path.
 * @param string $filename The file's name.
 * @return array
 */
function go_board_check_filetype( $data, $file, $filename ) {
	if ( ! empty( $data['ext'] ) || 'sgf' !== strtolower( pathinfo( $filename, PATHINFO_EXTENSION ) ) ) {
		return $data;
	}
	$real = function_exists( 'finfo_open' ) ? finfo_file( finfo_open( FILEINFO_MIME_TYPE ), $file ) : 'text/plain';
	if ( in_array( $real, array( 'text/plain', 'application/x-go-sgf' ), true ) ) {
		return array(
			'ext'             => 'sgf',
			'type'            => 'application/x-go-sgf',
			'proper_filename' => false,
		);
	}
	return $data;
}
add_filter( 'wp_check_filetype_and_ext', 'go_board_check_filetype', 10, 3 );
