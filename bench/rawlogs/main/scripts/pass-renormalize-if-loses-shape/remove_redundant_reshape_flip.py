# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
import logging
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor(("m",), "bool"), p2: R.Tensor((), "int64"), p3: R.Tensor(("m",), "int64"), flag: R.Tensor((), "bool")):
        m = T.int64()
        if flag:
            c3 = p1
        else:
            v2 = R.not_equal(p2, p3)
            c3 = v2
        with R.dataflow():
            out = R.flip(c3, axis=0)
            R.output(out)
        return out


mod = relax.transform.RemoveRedundantReshape()(Module)

ex = tvm.compile(mod, target="llvm")
