// Answers the first ping, then floods stdout (the protocol) and stderr (the log) on the second.
using System;

public static class Bot
{
    public static void Main()
    {
        var junk = new byte[65536];
        for (int i = 0; i < junk.Length; i++) junk[i] = (byte) 'x';
        var stdout = Console.OpenStandardOutput();
        var stderr = Console.OpenStandardError();
        for (var line = Console.ReadLine(); line != null; line = Console.ReadLine())
        {
            if (!line.StartsWith("ping ")) continue;
            int turn = int.Parse(line.Substring(5));
            if (turn == 2)
            {
                while (true)
                {
                    stdout.Write(junk, 0, junk.Length);
                    stderr.Write(junk, 0, junk.Length);
                }
            }
            Console.Out.Write("pong " + turn + "\n");
            Console.Out.Flush();
        }
    }
}
