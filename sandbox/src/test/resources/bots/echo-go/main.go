// Echo bot, a Go module using the standard library only: answers "ping N" with "pong N" over stdio, TCP
// (host port token) or HTTP (http port).
package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"

	"example.com/echo/proto"
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
		fmt.Fprintln(os.Stderr, "echo-go ready")
		lines(os.Stdin, os.Stdout)
	case os.Args[1] == "http":
		http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			reply := proto.Answer(string(body))
			if reply == "" {
				reply = "?"
			}
			w.Header().Set("Content-Type", "text/plain")
			fmt.Fprint(w, reply)
		})
		if err := http.ListenAndServe("127.0.0.1:"+os.Args[2], nil); err != nil {
			os.Exit(2)
		}
	default:
		conn, err := net.Dial("tcp", net.JoinHostPort(os.Args[1], os.Args[2]))
		if err != nil {
			os.Exit(2)
		}
		fmt.Fprint(conn, "hello "+os.Args[3]+"\n")
		lines(conn, conn)
	}
}
