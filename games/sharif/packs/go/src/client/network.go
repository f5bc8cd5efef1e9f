package main

import (
	"fmt"
	"time"

	"../common/log"
	"../common/network"
	"../common/network/data"
)

// Network is the connection to the game: it connects as the original clients do and says its token first.
type Network struct {
	host       string
	port       int
	token      string
	retryDelay time.Duration
	socket     *network.JsonSocket
}

// connect tries every retry delay, 60 times, then gives up.
func (n *Network) connect() error {
	var err error
	for attempt := 1; attempt <= 60; attempt++ {
		if n.socket, err = network.NewJsonSocket(n.host, n.port); err == nil {
			return n.socket.Send(data.Message{Name: "token", Args: map[string]string{"token": n.token}})
		}
		time.Sleep(n.retryDelay)
	}
	return fmt.Errorf("cannot connect to %s:%d: %v", n.host, n.port, err)
}

func (n *Network) send(kind string, info interface{}, turn int) {
	if err := n.socket.Send(data.Message{Name: kind, Args: info, Turn: turn}); err != nil {
		log.W("Network", "cannot send "+kind+": "+err.Error())
	}
}

func (n *Network) receive() (data.Message, error) {
	return n.socket.Get()
}

func (n *Network) close() {
	n.socket.Close()
}
