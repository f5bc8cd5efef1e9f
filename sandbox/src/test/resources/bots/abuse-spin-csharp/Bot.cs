// Answers the first ping, then loops forever on the second.
using System;

public static class Bot
{
    public static void Main()
    {
        for (var line = Console.ReadLine(); line != null; line = Console.ReadLine())
        {
            if (!line.StartsWith("ping ")) continue;
            int turn = int.Parse(line.Substring(5));
            if (turn == 2)
            {
                Console.Error.WriteLine("spinning");
                for (ulong i = 0; ; i++) { }
            }
            Console.Out.Write("pong " + turn + "\n");
            Console.Out.Flush();
        }
    }
}
