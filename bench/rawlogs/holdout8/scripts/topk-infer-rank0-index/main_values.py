# cause: topk-infer-rank0-index
# expect: IndexError: Index -1 out of bounds 0
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("repro")


def build_module():
    bb = relax.BlockBuilder()
    params = [relax.Var("x0", R.Tensor((), "float32"))]
    with bb.function("main", params):
        with bb.dataflow():
            y = bb.emit(relax.op.topk(params[0], k=1, ret_type="values"))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def main():
    log.info("building module")
    mod = build_module()
    log.info("module has %d functions", len(mod.functions))
    ex = relax.build(mod, target=tvm.target.Target("llvm"))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((), "float32")))
    log.info("result shape %s", out.shape)


if __name__ == "__main__":
    main()
