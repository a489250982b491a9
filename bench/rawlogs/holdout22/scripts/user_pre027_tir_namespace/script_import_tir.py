# cause: user_pre027_tir_namespace
# expect: cannot import name 'tir' from 'tvm\.script'
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.kernels")

def main():
    import tvm
    from tvm.script import relax as R
    from tvm.script import tir as T

    @T.prim_func
    def add_one(a: T.Buffer((8,), "float32"), b: T.Buffer((8,), "float32")):
        for i in range(8):
            b[i] = a[i] + T.float32(1)

    return tvm.compile(add_one, target="llvm")


if __name__ == "__main__":
    log.info("job legacy-kernel starting")
    try:
        main()
    except Exception:
        log.exception("job legacy-kernel failed")
        sys.exit(2)
    log.info("job legacy-kernel done")
