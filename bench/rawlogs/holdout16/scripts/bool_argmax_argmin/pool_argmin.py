# cause: bool_argmax_argmin
# expect: Cannot decide max_value for type
# capture: combined
import multiprocessing
import traceback


def job(axis):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6, 6), "bool"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.argmin(x, axis=axis))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), "llvm")
    return axis


if __name__ == "__main__":
    print("starting 2 workers", flush=True)
    with multiprocessing.Pool(2) as pool:
        try:
            print(pool.map(job, [0, 1]))
        except Exception:
            traceback.print_exc()
            print("worker failed, aborting run", flush=True)
            raise SystemExit(3)
