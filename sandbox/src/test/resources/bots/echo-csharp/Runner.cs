// Echo bot in the 2013 C# pack's layout (Runner.cs with Main, the rest in folders): answers "ping N" with
// "pong N" over stdio, TCP (host port token) or HTTP (http port).
using System;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Text;
using Echo.Model;

namespace Echo
{
    public sealed class Runner
    {
        public static void Main(string[] args)
        {
            if (args.Length == 0)
            {
                Console.Error.WriteLine("echo-csharp ready");
                Lines(Console.In, Console.Out);
            }
            else if (args[0] == "http")
            {
                Http(int.Parse(args[1]));
            }
            else
            {
                using (var client = new TcpClient(args[0], int.Parse(args[1])))
                {
                    var stream = client.GetStream();
                    var encoding = new UTF8Encoding(false);
                    var output = new StreamWriter(stream, encoding);
                    output.Write("hello " + args[2] + "\n");
                    output.Flush();
                    Lines(new StreamReader(stream, encoding), output);
                }
            }
        }

        private static void Lines(TextReader input, TextWriter output)
        {
            for (var line = input.ReadLine(); line != null && line.Trim() != "end"; line = input.ReadLine())
            {
                var reply = Protocol.Answer(line);
                if (reply != null)
                {
                    output.Write(reply + "\n");
                    output.Flush();
                }
            }
        }

        private static void Http(int port)
        {
            var server = new TcpListener(IPAddress.Loopback, port);
            server.Start();
            while (true)
            {
                using (var client = server.AcceptTcpClient())
                {
                    var stream = client.GetStream();
                    var reply = Encoding.UTF8.GetBytes(Protocol.Answer(HttpRequest.Body(stream)) ?? "?");
                    var head = Encoding.ASCII.GetBytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: "
                            + reply.Length + "\r\nConnection: close\r\n\r\n");
                    stream.Write(head.Concat(reply).ToArray(), 0, head.Length + reply.Length);
                }
            }
        }
    }
}
