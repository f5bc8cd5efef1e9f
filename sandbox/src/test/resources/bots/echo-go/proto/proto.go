// Package proto answers the echo game's pings.
package proto

import "strings"

// Answer is "pong N" for "ping N", else empty.
func Answer(text string) string {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "ping ") {
		return "pong " + text[5:]
	}
	return ""
}
