# cause: pool2d_zero_stride
# expect: Divide by zero
# capture: combined
import multiprocessing as mp


def compile_pool(cfg):
    import tvm
    from tvm import relax
    k, s = cfg
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 12, 12), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(k, k), strides=(s, s), count_include_pad=True))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), "llvm")
    return cfg


if __name__ == "__main__":
    configs = [(2, 2), (3, 0)]
    print("configs:", configs)
    with mp.Pool(processes=2) as pool:
        for r in pool.imap(compile_pool, configs):
            print("ok", r)
