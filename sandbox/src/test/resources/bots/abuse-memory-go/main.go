// Answers the first ping, then allocates and touches memory without end on the second, keeping all of it.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	var kept [][]byte
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		var turn int
		if _, err := fmt.Sscanf(strings.TrimSpace(scanner.Text()), "ping %d", &turn); err != nil {
			continue
		}
		if turn == 2 {
			fmt.Fprintln(os.Stderr, "eating memory")
			for mib := 1; ; mib++ {
				block := make([]byte, 1<<20)
				for i := 0; i < len(block); i += 4096 {
					block[i] = 1
				}
				kept = append(kept, block)
				if mib%16 == 0 {
					fmt.Fprintf(os.Stderr, "%d MiB\n", mib)
				}
			}
		}
		fmt.Printf("pong %d\n", turn)
	}
}
