using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using ClassLibrary_CGC;
using User_class;

namespace BomberPack
{
    /// <summary>
    /// Bomber starter pack: the JSON-lines protocol around your User (MyStrategy.cs). You should not need to edit it;
    /// the site builds every upload with this copy. The engine writes one JSON object per line on standard input
    /// (init, tick, end) and reads one line per request on standard output. Console.Out is standard error while
    /// your code runs, so Console.WriteLine is a debugging print and never breaks the protocol.
    /// </summary>
    public static class Runner
    {
        public static void Main(string[] args)
        {
            UTF8Encoding utf8 = new UTF8Encoding(false);
            TextReader input = new StreamReader(Console.OpenStandardInput(), utf8);
            StreamWriter output = new StreamWriter(Console.OpenStandardOutput(), utf8);
            output.NewLine = "\n";
            Console.SetOut(Console.Error);
            Console.SetIn(new StringReader(""));

            string myId = "";
            User user = null;
            for (string line = input.ReadLine(); line != null; line = input.ReadLine())
            {
                if (line.Trim().Length == 0)
                {
                    continue;
                }
                Dictionary<string, object> message = Json.Map(Json.Parse(line));
                string type = Json.Text(message, "type", "");
                if (type == "init")
                {
                    myId = Json.Int(message, "playerId", 0).ToString();
                    object config;
                    if (message.TryGetValue("config", out config))
                    {
                        BoardReader.ReadConfig(Json.Map(config));
                    }
                    Send(output, "{\"type\":\"ready\"}");
                }
                else if (type == "tick")
                {
                    int tick = Json.Int(message, "tick", 0);
                    try
                    {
                        if (user == null)
                        {
                            user = new User();
                        }
                        GameBoard gb = BoardReader.ReadBoard(Json.Map(message["board"]));
                        user.CopyFrom(Me(gb, myId));
                        PlayerAction action = user.Play(gb);
                        string name = BoardReader.NameOf(action);
                        if (name == null)
                        {
                            throw new InvalidOperationException("Play returned " + (int)action + ", which is no PlayerAction");
                        }
                        user.ACTION = action;
                        Send(output, "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"" + name + "\"}");
                    }
                    catch (Exception e)
                    {
                        // a bug in Play costs one tick, not the game (the seed's non-critical exception)
                        Console.Error.WriteLine(e);
                        string error = e.GetType().Name + ": " + e.Message;
                        Send(output, "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\",\"error\":"
                                + Json.Quote(error.Length > 200 ? error.Substring(0, 200) : error) + "}");
                    }
                }
                else if (type == "end")
                {
                    break;
                }
            }
            Console.Error.Flush();
            // threads the strategy may have started must not keep the process alive
            Environment.Exit(0);
        }

        private static Player Me(GameBoard gb, string myId)
        {
            foreach (Player player in gb.Players)
            {
                if (player.ID == myId)
                {
                    return player;
                }
            }
            throw new InvalidOperationException("the board has no player " + myId);
        }

        private static void Send(StreamWriter output, string line)
        {
            output.Write(line);
            output.Write('\n');
            output.Flush();
        }
    }
}
