# cause: rmsnorm-empty-axis
# expect: fb->value != 0.*Divide by zero
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
    params = [relax.Var("x0", R.Tensor((2, 0, 4), "float16")), relax.Var("x1", R.Tensor((0, 4), "float16"))]
    with bb.function("main", params):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.rms_norm(params[0], params[1], axes=[1, 2], epsilon=1e-6))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def main():
    log.info("building module")
    mod = build_module()
    log.info("module has %d functions", len(mod.functions))
    ex = relax.build(mod, target=tvm.target.Target("llvm"))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 0, 4), "float16")), tvm.runtime.tensor(np.ones((0, 4), "float16")))
    log.info("result shape %s", out.shape)


if __name__ == "__main__":
    main()
