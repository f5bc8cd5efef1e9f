// Answers the first ping, then forks without end on the second (the fork system call itself; the process limit
// holds it); each process says once why a fork failed.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"syscall"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		var turn int
		if _, err := fmt.Sscanf(strings.TrimSpace(scanner.Text()), "ping %d", &turn); err != nil {
			continue
		}
		if turn == 2 {
			fmt.Fprintln(os.Stderr, "fork bomb")
			told := false
			for {
				if _, _, errno := syscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0); errno != 0 && !told {
					told = true
					os.Stderr.WriteString("fork: " + errno.Error() + "\n")
				}
			}
		}
		fmt.Printf("pong %d\n", turn)
	}
}
