// Package proto does not compile.
package proto

// Answer uses a name that does not exist.
func Answer() int {
	return missingName
}
