# cause: tvm_llvm_codegen_bool_as_float
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# env: TVM_BACKTRACE=1
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.masks")

import numpy as np
import tvm
from tvm import relax


def build_mask_combiner(n):
    """Combine a padding mask and a causal-validity mask (both bool) into one mask."""
    bb = relax.BlockBuilder()
    pad = relax.Var("pad_mask", relax.TensorType((n, n), "bool"))
    valid = relax.Var("valid_mask", relax.TensorType((n, n), "bool"))
    with bb.function("combine_masks", [pad, valid]):
        with bb.dataflow():
            both = bb.emit(relax.op.multiply(pad, valid))
            out = bb.emit_output(both)
        bb.emit_func_output(out)
    return bb.get()


def main():
    mod = build_mask_combiner(16)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    m = np.tril(np.ones((16, 16), dtype="bool"))
    print(vm["combine_masks"](tvm.runtime.tensor(m), tvm.runtime.tensor(m)).numpy().sum())


if __name__ == "__main__":
    log.info("job mask-combiner starting")
    try:
        main()
    except Exception:
        log.exception("job mask-combiner failed")
        sys.exit(2)
    log.info("job mask-combiner done")
