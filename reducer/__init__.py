"""relayreduce.reducer"""
