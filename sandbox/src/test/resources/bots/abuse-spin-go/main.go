// Answers the first ping, then loops forever on the second.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		var turn int
		if _, err := fmt.Sscanf(strings.TrimSpace(scanner.Text()), "ping %d", &turn); err != nil {
			continue
		}
		if turn == 2 {
			fmt.Fprintln(os.Stderr, "spinning")
			for i := uint64(0); ; i++ {
			}
		}
		fmt.Printf("pong %d\n", turn)
	}
}
