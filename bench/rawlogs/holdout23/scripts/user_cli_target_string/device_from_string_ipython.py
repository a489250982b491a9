# cause: user_cli_target_string
# expect: Cannot parse target string "opencl -device=mali"
# capture: ipython
import numpy as np
import tvm

# allocate the input on whatever device the mali target maps to
target_str = "opencl -device=mali"
dev = tvm.runtime.device(tvm.target.Target(target_str).get_target_device_type(), 0)
x = tvm.runtime.tensor(np.zeros((4, 4), "float32"), dev)
