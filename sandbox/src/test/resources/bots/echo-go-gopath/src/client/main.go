// Echo bot in the AIC20 Go client's GOPATH layout (src/client is package main, with relative imports): answers
// "ping N" with "pong N" over stdio, TCP (host port token) or HTTP (http port).
package main

import (
	"../common/httpx"
	"./proto"
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
)

func lines(in io.Reader, out io.Writer) {
	scanner := bufio.NewScanner(in)
	for scanner.Scan() {
		if strings.TrimSpace(scanner.Text()) == "end" {
			return
		}
		if reply := proto.Answer(scanner.Text()); reply != "" {
			fmt.Fprint(out, reply+"\n")
		}
	}
}

func main() {
	switch {
	case len(os.Args) == 1:
		fmt.Fprintln(os.Stderr, "echo-go-gopath ready")
		lines(os.Stdin, os.Stdout)
	case os.Args[1] == "http":
		httpx.Serve(os.Args[2], proto.Answer)
	default:
		conn, err := net.Dial("tcp", net.JoinHostPort(os.Args[1], os.Args[2]))
		if err != nil {
			os.Exit(2)
		}
		fmt.Fprint(conn, "hello "+os.Args[3]+"\n")
		lines(conn, conn)
	}
}
