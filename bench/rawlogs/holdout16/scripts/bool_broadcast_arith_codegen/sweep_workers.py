# cause: bool_broadcast_arith_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: stderr
import concurrent.futures
import logging

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(processName)s %(levelname)s %(message)s")


def build_variant(width):
    import tvm
    from tvm import relax

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, width), "bool"))
    y = relax.Var("y", relax.TensorType((1, width), "bool"))
    with bb.function("main", [x, y]):
        z = bb.emit(relax.op.subtract(x, y))
        bb.emit_func_output(z)
    logging.info("compiling width=%d", width)
    tvm.compile(bb.get(), target="llvm")
    return width


if __name__ == "__main__":
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        for w in pool.map(build_variant, [8, 16, 32]):
            logging.info("built %d", w)
