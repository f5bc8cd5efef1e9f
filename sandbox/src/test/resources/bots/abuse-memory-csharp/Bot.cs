// Answers the first ping, then allocates and touches memory without end on the second, keeping all of it.
using System;
using System.Collections.Generic;

public static class Bot
{
    public static void Main()
    {
        var kept = new List<byte[]>();
        for (var line = Console.ReadLine(); line != null; line = Console.ReadLine())
        {
            if (!line.StartsWith("ping ")) continue;
            int turn = int.Parse(line.Substring(5));
            if (turn == 2)
            {
                Console.Error.WriteLine("eating memory");
                for (long mib = 1; ; mib++)
                {
                    var block = new byte[1 << 20];
                    for (int i = 0; i < block.Length; i += 4096) block[i] = 1;
                    kept.Add(block);
                    if (mib % 16 == 0) Console.Error.WriteLine(mib + " MiB");
                }
            }
            Console.Out.Write("pong " + turn + "\n");
            Console.Out.Flush();
        }
    }
}
