package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"../common/log"
	"./model"
)

// Tag names the controller in the log.
const Tag = "Controller"

// Controller reads the game's messages, keeps the World up to date and calls your code: pick once, turn
// every turn, end at the end. Your commands are sent as you make them; your turn ends when your function
// returns.
type Controller struct {
	host       string
	port       int
	token      string
	retryDelay int64
	network    *Network
	game       *model.Game
}

// Start plays the game to its end.
func (controller *Controller) Start() error {
	controller.network = &Network{host: controller.host, port: controller.port, token: controller.token,
		retryDelay: time.Duration(controller.retryDelay) * time.Millisecond}
	if err := controller.network.connect(); err != nil {
		return err
	}
	defer controller.network.close()
	game := model.NewGame(controller.network.send)
	controller.game = game
	for {
		msg, err := controller.network.receive()
		if err != nil {
			return nil // the game closed the connection
		}
		switch msg.Name {
		case "init":
			if err := game.HandleInitMessage(msg.Info()); err != nil {
				return fmt.Errorf("cannot read the init message: %v", err)
			}
			controller.call(func() { pick(game) })
			game.EndTurn()
		case "turn":
			if err := game.HandleTurnMessage(msg.Info()); err != nil {
				return fmt.Errorf("cannot read a turn message: %v", err)
			}
			controller.call(func() { turn(game) })
			game.EndTurn()
		case "shutdown":
			var info struct {
				TurnMessage json.RawMessage
				Scores      []struct{ PlayerId, Score int }
			}
			if err := json.Unmarshal(msg.Info(), &info); err != nil {
				return fmt.Errorf("cannot read the shutdown message: %v", err)
			}
			if len(info.TurnMessage) > 0 {
				if err := game.HandleTurnMessage(info.TurnMessage); err != nil {
					return fmt.Errorf("cannot read the final state: %v", err)
				}
			}
			scores := map[int]int{}
			for _, score := range info.Scores {
				scores[score.PlayerId] = score.Score
			}
			controller.call(func() { end(game, scores) })
			return nil
		default:
			log.W(Tag, "unknown message "+msg.Name)
		}
	}
}

// call runs your code; a panic in it goes to stderr and the game goes on.
func (controller *Controller) call(action func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "panic: %v\n%s", r, debug.Stack())
		}
	}()
	action()
}
