"""relayreduce.generator"""
