// The Sharif AI Challenge 2020 client on Arena (entry point; you should not need to change it). Your code
// is ai.go.
package main

import (
	"os"
	"strconv"
)

// ArgNames are the environment variables the game gives the client; ArgDefaults are used where one is unset.
var ArgNames = [...]string{"AICHostIP", "AICHostPort", "AICToken", "AICRetryDelay"}
var ArgDefaults = [...]string{"127.0.0.1", "7099", "00000000000000000000000000000000", "1000"}

func main() {
	os.Exit(run(getArgs()))
}

func run(args []string) int {
	port, err := strconv.Atoi(args[1])
	if err != nil {
		os.Stderr.WriteString("AICHostPort is not a number: " + args[1] + "\n")
		return 2
	}
	retryDelay, err := strconv.ParseInt(args[3], 10, 64)
	if err != nil {
		retryDelay = 1000
	}
	controller := Controller{host: args[0], port: port, token: args[2], retryDelay: retryDelay}
	if err := controller.Start(); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 1
	}
	return 0
}

func getArgs() []string {
	args := make([]string, len(ArgNames))
	for i := range ArgNames {
		var ok bool
		if args[i], ok = os.LookupEnv(ArgNames[i]); !ok {
			args[i] = ArgDefaults[i]
		}
	}
	return args
}
