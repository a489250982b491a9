# cause: tvm_relax_build_dict_target_not_normalized
# expect: TypeError: argument of type 'builtin_function_or_method' is not iterable
# capture: combined
import logging
import sys
import time

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s - %(message)s")
log = logging.getLogger("mlplat.retry")


def with_retries(fn, attempts=3, backoff=0.1):
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001
            first = (str(exc).strip().splitlines() or [""])[0]
            log.warning("attempt %d/%d of %s failed: %s: %s", attempt, attempts, fn.__name__,
                        type(exc).__name__, first)
            if attempt == attempts:
                log.error("giving up on %s after %d attempts", fn.__name__, attempts)
                raise
            time.sleep(backoff * attempt)

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.softmax(y, axis=-1)
            R.output(z)
        return z


def load_vm():
    ex = tvm.compile(Classifier, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


LEGACY_TARGET = "llvm -mcpu=znver3 -num-cores=2"


def to_target_dict(cli):
    kind, *opts = cli.split()
    out = {"kind": kind}
    for o in opts:
        k, v = o.lstrip("-").split("=", 1)
        out[k] = int(v) if v.isdigit() else v
    return out


def main():
    target = to_target_dict(LEGACY_TARGET)
    print("[build] target", target)
    return tvm.compile(Classifier, target=target)


if __name__ == "__main__":
    with_retries(main)
