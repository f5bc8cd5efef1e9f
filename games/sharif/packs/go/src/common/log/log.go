// Package log writes tagged lines to stderr (stdout stays yours).
package log

import (
	"fmt"
	"os"
)

// The levels, lowest first.
const (
	Verbose = iota
	Debug
	Info
	Warn
	Error
)

// Levels names the levels.
var Levels = [...]string{"Verbose", "Debug", "Info", "Warning", "Error"}

// LogLevel is the lowest level written.
var LogLevel = Warn

func V(tag, msg string) { log(Verbose, tag, msg) }
func D(tag, msg string) { log(Debug, tag, msg) }
func I(tag, msg string) { log(Info, tag, msg) }
func W(tag, msg string) { log(Warn, tag, msg) }
func E(tag, msg string) { log(Error, tag, msg) }

func log(priority int, tag, msg string) {
	if priority >= LogLevel {
		fmt.Fprintf(os.Stderr, "%s : %s - %s\n", Levels[priority], tag, msg)
	}
}
