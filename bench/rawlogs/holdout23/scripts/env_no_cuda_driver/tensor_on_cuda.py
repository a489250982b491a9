# cause: env_no_cuda_driver
# expect: Device API cuda is not enabled
# capture: stderr
import numpy as np
import tvm

dev = tvm.cuda(0)
x = tvm.runtime.tensor(np.random.rand(1, 3, 224, 224).astype("float32"), dev)
print(x.shape)
