# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
# capture: combined
# env: TVM_BACKTRACE=1
import logging

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


def build_module():
    class Head(nn.Module):
        def __init__(self):
            self.fc = nn.Linear(16, 4)

        def forward(self, x: nn.Tensor):
            return self.fc(x)


    mod, params = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 16), "float32")}})
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print("compiling ...", flush=True)

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    weights = [tvm.runtime.tensor(np.ones([int(d) for d in p.ty.shape], "float32")) for p in mod["forward"].params[1:]]
    x = tvm.runtime.tensor(np.random.rand(2, 12).astype("float32"))
    out = vm["forward"](x, *weights)
    print(out.numpy())


if __name__ == "__main__":
    main()
