# cause: user_cuda_device_on_cpu_build
# expect: cuda is not enabled
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import numpy as np
import tvm


def main():
    dev = tvm.cuda(0)
    x = tvm.runtime.tensor(np.zeros((4, 4), "float32"), device=dev)
    return x


if __name__ == "__main__":
    main()
