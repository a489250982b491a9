# cause: mean-legalize-empty-reduction
# expect: fb->value != 0.*Divide by zero
# capture: stderr
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("repro")


def build_module():
    bb = relax.BlockBuilder()
    params = [relax.Var("x0", R.Tensor((0,), "float32"))]
    with bb.function("main", params):
        with bb.dataflow():
            y = bb.emit(relax.op.mean(params[0]))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def main():
    log.info("building module")
    mod = build_module()
    log.info("module has %d functions", len(mod.functions))
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(), relax.transform.FuseOps(), relax.transform.FuseTIR()])
    mod = seq(mod)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((0,), "float32")))
    log.info("result shape %s", out.shape)


if __name__ == "__main__":
    main()
