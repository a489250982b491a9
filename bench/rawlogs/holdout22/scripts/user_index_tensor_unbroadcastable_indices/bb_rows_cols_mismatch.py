# cause: user_index_tensor_unbroadcastable_indices
# expect: index_tensor: cannot broadcast index shapes
# env: TVM_BACKTRACE=1
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.features")

import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    table = relax.Var("table", relax.TensorType((100, 16), "float32"))
    rows = relax.Var("rows", relax.TensorType((8,), "int64"))
    cols = relax.Var("cols", relax.TensorType((4,), "int64"))
    with bb.function("pick", [table, rows, cols]):
        with bb.dataflow():
            # meant: every (row, col) pair -> an (8, 4) result
            out = bb.emit(relax.op.index_tensor(table, relax.Tuple([rows, cols])))
            gv = bb.emit_output(out)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    log.info("job pick-cells starting")
    try:
        main()
    except Exception:
        log.exception("job pick-cells failed")
        sys.exit(2)
    log.info("job pick-cells done")
