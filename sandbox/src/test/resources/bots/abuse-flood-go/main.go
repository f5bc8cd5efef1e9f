// Answers the first ping, then floods stdout (the protocol) and stderr (the log) on the second.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
)

func main() {
	junk := bytes.Repeat([]byte{'x'}, 65536)
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		var turn int
		if _, err := fmt.Sscanf(strings.TrimSpace(scanner.Text()), "ping %d", &turn); err != nil {
			continue
		}
		if turn == 2 {
			for {
				if _, err := os.Stdout.Write(junk); err != nil {
					os.Exit(1)
				}
				if _, err := os.Stderr.Write(junk); err != nil {
					os.Exit(1)
				}
			}
		}
		fmt.Printf("pong %d\n", turn)
	}
}
